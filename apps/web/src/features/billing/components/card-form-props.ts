export interface CardFormProps {
  /** The submit button's words ('Subscribe', 'Save card'). */
  submitLabel: string;
  /** What follows once the card is the default (e.g. the subscription); a failure shows in the form's alert. */
  onSaved: () => Promise<unknown>;
  /** Another action of the page is running. */
  disabled?: boolean;
  /** Pay now: the card pays the past-due plan's open invoice at once (sent with its attempt's key). */
  paysOpenInvoice?: boolean;
}
