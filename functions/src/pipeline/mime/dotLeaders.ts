/**
 * "Club .......... Bayside Crush 2027 Navy": a profile typed as a two-column list, its label joined to its value by
 * a row of dots (or underscores) as a printed form has it. The line becomes "Club: Bayside Crush 2027 Navy", which
 * the labelled-field rules read; left as it is, the value after the dots reads as a line of its own, a name's shape.
 */
const DOT_LEADER = /^([ \t]*[\p{L}][\p{L}/&' .-]{0,30}?)[ \t]*(?:\.{3,}|…{2,}|_{3,})[ \t]*(?=\S)/gmu;

export function dotLeadersAsLabels(body: string): string {
  return body.replace(DOT_LEADER, (_line, label: string) => `${label.trimEnd()}: `);
}
