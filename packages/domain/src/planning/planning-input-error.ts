/** An input the planning engine refuses; `message` is fit to show the user next to `field`. */
export class PlanningInputError extends Error {
  override readonly name = 'PlanningInputError';
  readonly field: string;

  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}
