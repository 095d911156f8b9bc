/** A step's number in a brand circle; decorative, since the list is ordered. */
export function StepNumber({ number, large = false }: { number: number; large?: boolean }) {
  const size = large ? "size-10 text-lg" : "size-7 text-sm";
  return (
    <span aria-hidden="true" className={`flex shrink-0 items-center justify-center rounded-full bg-brand font-bold text-white ${size}`}>
      {number}
    </span>
  );
}
