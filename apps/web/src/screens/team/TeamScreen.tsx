import { SettingsHeader } from '../../components/SettingsHeader';
import { TeamMembersPanel } from '../../components/team/TeamMembersPanel';

/** Team /team: the members with their subscription, managed from the dashboard. */
export function TeamScreen() {
  return (
    <>
      <SettingsHeader title="Team members" />
      <TeamMembersPanel showSubscription />
    </>
  );
}
