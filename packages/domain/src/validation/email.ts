// Letters, digits and ._%+- before @, a domain, a 2 to 4 letter top-level domain (spec 01 §5).
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email) && !email.includes('..');
}
