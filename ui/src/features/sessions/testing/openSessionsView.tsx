import { renderWithProviders } from '../../../test/renderApp';
import { AdminTutorSessionTables } from '../components/ManagedSessionTables';
import type { SessionsView } from '../rules/sessionMenu';
import { fakeSessionServer, openAs, type SessionServerOptions } from './fakeSessionServer';

/** The tutor on their home, or an admin on the tutor's page; answers the fake server's transport. */
export function openSessionsView(view: SessionsView, options: SessionServerOptions) {
  if (view === 'tutor') return openAs('TUTOR', '/tutor', options).transport;
  const transport = fakeSessionServer('ADMIN', options);
  renderWithProviders(<AdminTutorSessionTables tutorId="tutor-tom" />, { transport });
  return transport;
}
