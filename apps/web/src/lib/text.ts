/** Names in lists and rows are cut at 12 characters plus '...' (spec 02 §9). */
export function truncateName(name: string, max = 12): string {
  return name.length > max ? `${name.slice(0, max)}...` : name;
}
