export interface LogFinding {
  line: number;
  kind: string;
  excerpt: string;
}
export function passesLuhn(digits: string): boolean;
export function scanLog(text: string, options?: { allowed?: string[] }): LogFinding[];
