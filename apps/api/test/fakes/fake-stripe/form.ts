/**
 * Stripe's request encoding, form bodies and query strings alike (https://docs.stripe.com/api):
 * `a[b]=1` is an object, `a[0][b]=1` and `a[]=1` are arrays, every value is a string.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = { [key: string]: FormValue };

const segmentsOf = (key: string): string[] => {
  const head = /^[^[]*/.exec(key)?.[0] ?? '';
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '');
  return [head, ...rest];
};

export function parseForm(text: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const segments = segmentsOf(key);
    let node: Record<string, FormValue> | FormValue[] = root;
    segments.forEach((segment, index) => {
      const last = index === segments.length - 1;
      const nextIsArray = !last && /^\d*$/.test(segments[index + 1] ?? '');
      const fresh = (): FormValue => (last ? value : nextIsArray ? [] : {});
      if (Array.isArray(node)) {
        // `a[]` appends; `a[3]` is a position (Stripe's clients send indices in order).
        const at = segment === '' ? node.length : Number(segment);
        node[at] ??= fresh();
        if (!last) node = node[at] as Record<string, FormValue> | FormValue[];
      } else {
        node[segment] ??= fresh();
        if (last) node[segment] = value;
        else node = node[segment] as Record<string, FormValue> | FormValue[];
      }
    });
  }
  return root;
}

/** A canonical text of the parameters, to compare two requests made with one idempotency key. */
export function canonicalForm(form: Form): string {
  const sort = (value: FormValue): unknown =>
    typeof value === 'string'
      ? value
      : Array.isArray(value)
        ? value.map(sort)
        : Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, sort(value[key] as FormValue)]),
          );
  return JSON.stringify(sort(form));
}

export const str = (form: Form, key: string): string | undefined => {
  const value = form[key];
  return typeof value === 'string' ? value : undefined;
};
export const obj = (form: Form, key: string): Form | undefined => {
  const value = form[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
};
export const list = (form: Form, key: string): FormValue[] => {
  const value = form[key];
  if (Array.isArray(value)) return value.filter((item) => item !== undefined);
  // A list sent with explicit indices of an object shape (`items[0]` after `items[x]`) is still a list.
  return value && typeof value === 'object' ? Object.values(value) : [];
};
export const int = (form: Form, key: string): number | undefined => {
  const value = str(form, key);
  return value === undefined || value === '' ? undefined : Number(value);
};
