import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Tutor } from '../../../generated/api/schemas';
import { ok, openAs, sentTo } from '../../../test/openAs';
import { tutorNamed } from '../../../test/tutors';

/** The tutor home of Priya, whose own profile says `standing`. */
function tutorHome(standing: Partial<Tutor>) {
  const priya = tutorNamed('Priya', {
    dbs_status: 'current',
    dbs_lapses_on: '2028-01-10',
    suspended: false,
    ...standing,
  });
  return openAs('TUTOR', '/tutor', (request) =>
    request.method === 'GET' && request.path === 'tutor' ? ok(priya) : undefined,
  );
}

const notices = async () => {
  await screen.findByText('Hello, Ada');
  return screen.findAllByRole('status');
};

describe("the tutor's own standing on their home", () => {
  it('says when the DBS check lapses and what to do', async () => {
    tutorHome({ dbs_status: 'expiring', dbs_lapses_on: '2027-03-04' });
    expect((await notices()).map((notice) => notice.textContent)).toEqual([
      'Your DBS check lapses on 4 March 2027. Send your new certificate to Plytime so you can keep taking sessions.',
    ]);
  });

  it.each(['expired', 'missing'] as const)(
    'says a check that is %s stops sessions',
    async (status) => {
      tutorHome({ dbs_status: status, dbs_lapses_on: null });
      expect((await notices()).map((notice) => notice.textContent)).toEqual([
        'Your DBS check is not current, so you cannot take sessions until Plytime records your new certificate.',
      ]);
    },
  );

  it('says the account is suspended', async () => {
    tutorHome({ suspended: true });
    expect((await notices()).map((notice) => notice.textContent)).toEqual([
      'Your account is suspended while a concern is looked into. You cannot open sessions for now.',
    ]);
  });

  it('says nothing while all is well', async () => {
    const app = tutorHome({});
    await waitFor(() => expect(sentTo(app, 'GET', 'tutor').length).toBeGreaterThan(0));
    await screen.findByText('Hello, Ada');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
