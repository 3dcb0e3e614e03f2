/** An advisor's name as people read it; 'Your advisor' when the profile has none yet. */
export function advisorNameOf(advisor: { firstName: string; lastName: string }): string {
  return `${advisor.firstName} ${advisor.lastName}`.trim() || 'Your advisor';
}
