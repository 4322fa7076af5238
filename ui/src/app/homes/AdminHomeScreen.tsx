import { HomePage } from '../../features/home/components/HomePage';

export function AdminHomeScreen() {
  return <HomePage area="admin" />;
}
