/** The recovery codes as a text file to keep somewhere safe (the page shows them only once). */
export function recoveryCodesText(productName: string, email: string, codes: readonly string[]): string {
  return [`${productName} recovery codes for ${email}`, 'Each code works once, in place of a code from your authenticator app.', '', ...codes, ''].join('\n');
}

export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
