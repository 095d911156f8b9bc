export { WaitlistPanel } from "./components/WaitlistPanel";
export { WaitlistPage } from "./components/WaitlistPage";
