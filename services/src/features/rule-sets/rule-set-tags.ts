/** The tag of the rule sets the server runs when a loan is created (and the wizard runs as you type). */
export const CREATE_LOAN_TAG = 'create-loan';
