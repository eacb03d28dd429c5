/** Turns a list of values into Payload select options with the values as labels. */
export function toOptions(values: readonly string[]) {
  return values.map((value) => ({ label: value, value }))
}

/** Turns a value → label record into Payload select options, in the record's order. */
export function toLabelledOptions(labels: Record<string, string>) {
  return Object.entries(labels).map(([value, label]) => ({ value, label }))
}
