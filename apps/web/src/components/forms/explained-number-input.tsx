import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useTypingExplanation } from './typing-explanation';

/**
 * Mantine's NumberInput that says why a key or a paste was refused (a minus sign, a letter, a
 * decimal point in a whole number) rather than silently dropping it. Negative numbers are never
 * allowed here: every number field of the product is a non-negative amount, rate or count.
 */
export function ExplainedNumberInput({ description, ...props }: Omit<NumberInputProps, 'allowNegative'>) {
  const allowDecimal = props.allowDecimal !== false && props.decimalScale !== 0;
  const { hint, handlers } = useTypingExplanation({ allowDecimal });
  return (
    <NumberInput
      {...props}
      allowNegative={false}
      onKeyDown={(event) => {
        handlers.onKeyDown(event);
        props.onKeyDown?.(event);
      }}
      onPaste={(event) => {
        handlers.onPaste(event);
        props.onPaste?.(event);
      }}
      description={hint ? <span role="status">{hint}</span> : description}
    />
  );
}
