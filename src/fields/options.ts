/** Turns a list of values into Payload select options with the values as labels. */
export function toOptions(values: readonly string[]) {
  return values.map((value) => ({ label: value, value }))
}
