import { calculateMortgage, calculateLoanPayoff, calculateCreditCardPayoff } from '@finboard/domain/planning';
const m = calculateMortgage({ homePrice: 250000, percentDownPayment: 0.2, interestRate: 0.06, numYears: 30, startDate: '2025-02-01', annualIncome: 90000, monthlyDebts: 500 });
console.log(m.monthlyPayment, m.interestPaid, m.eligibilityScore, m.monthlyData.slice(0, 3), m.monthlyData.at(-1), m.yearlyData.slice(0, 2), m.yearlyData.at(-1));
const l = calculateLoanPayoff({ loanAmount: 100000, interestRate: 0.05, loanTerm: 15, asOfDate: '2025-01-15' });
console.log(l.monthlyPayment, l.interestPaid, l.monthlyData.at(-1));
const c = calculateCreditCardPayoff({ balance: 5000, interestRate: 0.18, paymentPerMonth: 200 });
console.log(c.monthsToPayoff, c.totalInterestPaid, c.monthlyData.at(-1));
