/**
 * A new advisor's first steps (issue 34), in the order they make sense: a public profile clients
 * can find, a plan, a registration link to hand out, and a first client asked to connect. Each step
 * is done by what the advisor has actually done (read from its data, never ticked by hand), and the
 * checklist goes away once every step is.
 */
export const FIRST_RUN_STEPS = ['profile', 'plan', 'link', 'client'] as const;
export type FirstRunStep = (typeof FIRST_RUN_STEPS)[number];

export const FIRST_RUN_LABELS: Readonly<Record<FirstRunStep, string>> = {
  profile: 'Complete your public profile',
  plan: 'Choose a plan',
  link: 'Make a registration link',
  client: 'Invite your first client',
};

export interface FirstRunFacts {
  /** The directory lists the advisor (its public profile has what a listing needs). */
  isProfileListed: boolean;
  /** The advisor subscribed at least once (a trial counts): it chose a plan. */
  hasChosenPlan: boolean;
  /** A sub-advisor's plan is its primary advisor's: the plan step is not its own. */
  isSubAdvisor: boolean;
  registrationLinkCount: number;
  /** Clients connected, asked to connect or invited by email, in any state. */
  clientsAskedCount: number;
}

export interface FirstRunChecklistItem {
  step: FirstRunStep;
  label: string;
  isDone: boolean;
}

export interface FirstRunChecklist {
  items: FirstRunChecklistItem[];
  isComplete: boolean;
}

export function firstRunChecklist(facts: FirstRunFacts): FirstRunChecklist {
  const done: Record<FirstRunStep, boolean> = {
    profile: facts.isProfileListed,
    plan: facts.hasChosenPlan,
    link: facts.registrationLinkCount > 0,
    client: facts.clientsAskedCount > 0,
  };
  const steps = FIRST_RUN_STEPS.filter((step) => step !== 'plan' || !facts.isSubAdvisor);
  const items = steps.map((step) => ({ step, label: FIRST_RUN_LABELS[step], isDone: done[step] }));
  return { items, isComplete: items.every((item) => item.isDone) };
}
