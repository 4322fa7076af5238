import { expect, test } from '@playwright/test';

import { emailTo } from './accounts';
import { signedIn } from './screens';
import { PARENT } from './signin';

/*
 * The weekly digest (docs/screens.md, "This week"): the demo parent asked
 * for e-mail, so the week before the server started is in the outbox,
 * and the week so far is on their home.
 */

test("last week's digest is in the demo outbox, and this week is on the parent's home", async ({
  page,
}) => {
  const digest = await emailTo(
    page.request,
    PARENT.login,
    (email) => email.subject.startsWith("Your family's week on Plytime:"),
    'the weekly digest',
  );
  const { body } = digest;
  expect(body).toMatch(
    /^Hello Sarah,\n\nHere is your family's week on Plytime, Monday \d+ \w+ to Sunday \d+ \w+\./,
  );
  expect(body).toMatch(/\nAda\n- (No games played this week\.|Played \d+ games?, )/);
  expect(body).toMatch(/\nBen\n- /);
  expect(body).toContain('"E-mail me news and offers from Plytime" is ticked on your profile');

  await signedIn(page, PARENT);
  const week = page.getByRole('region', { name: 'This week' });
  await expect(week.getByText(/^Since Monday \d+ \w+ \d{4}\.$/)).toBeVisible();
  await expect(week.getByRole('heading', { name: 'Ada' })).toBeVisible();
  await expect(
    week.getByText(/^(No games played yet this week\.|Played \d+ games?, .+ in all\.)$/).first(),
  ).toBeVisible();
  await expect(week.getByText('You will get the whole week by e-mail on Monday.')).toBeVisible();
});
