import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'plytime-demo';

export interface DemoAccount {
  card: string;
  login: string;
  displayName: string;
  home: string;
  staff?: boolean;
}

export const ADMIN: DemoAccount = {
  card: 'Admin (staff)',
  login: 'admin@plytime.test',
  displayName: 'Plytime Admin',
  home: '/admin',
  staff: true,
};
/** An admin with the safeguarding lead's right: reads the concerns raised. */
export const SAFEGUARDING_LEAD: DemoAccount = {
  card: 'Admin (staff)',
  login: 'safeguarding@plytime.test',
  displayName: 'Safeguarding Lead',
  home: '/admin',
  staff: true,
};
export const TUTOR: DemoAccount = {
  card: 'Tutor',
  login: 'tutor@plytime.test',
  displayName: 'Priya Shah',
  home: '/tutor',
};
export const PARENT: DemoAccount = {
  card: 'Parent',
  login: 'parent@plytime.test',
  displayName: 'Sarah Lovelace',
  home: '/parent',
};
export const STUDENT: DemoAccount = {
  card: 'Student',
  login: 'ada',
  displayName: 'Ada',
  home: '/student',
};

/** Chooses the account type and fills the sign-in form, as a person would. */
export async function signIn(page: Page, account: DemoAccount, password = DEMO_PASSWORD) {
  await page.goto(account.staff ? '/select_account_type?admin' : '/select_account_type');
  await page.getByText(account.card, { exact: true }).click();
  const loginLabel = account.card === 'Student' ? 'Username' : 'E-mail';
  await page.getByLabel(loginLabel, { exact: true }).fill(account.login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function expectHome(page: Page, account: DemoAccount) {
  await expect(page).toHaveURL(account.home);
  await expect(page.getByTestId('display-name')).toHaveText(account.displayName);
}
