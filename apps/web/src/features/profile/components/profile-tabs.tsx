import type { TProfile } from '@finboard/contracts';
import { Paper, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useProfileTab } from '../hooks/use-profile-tab';
import { profileTabsFor, type ProfileTab } from '../lib/profile-tabs';
import { CompanyInfoForm } from './company-info-form';
import { ContactDetailsForm } from './contact-details-form';
import { IdentityForm } from './identity-form';
import { PersonalInfoForm } from './personal-info-form';
import { PublicProfileTab } from './public-profile-tab';

function tabContent(tab: ProfileTab, profile: TProfile): ReactNode {
  switch (tab.key) {
    case 'public':
      return <PublicProfileTab profile={profile} hasSave={tab.hasSave} />;
    case 'personal':
      return <PersonalInfoForm profile={profile} viewerRole={profile.role} />;
    case 'contact':
      return <ContactDetailsForm profile={profile} />;
    case 'identity':
      return <IdentityForm profile={profile} />;
    case 'company':
      return <CompanyInfoForm profile={profile} />;
  }
}

/**
 * The profile's four tabs for the owner's role. Only the open tab is mounted: each opens with the
 * latest saved profile, and labels stay unique on the page.
 */
export function ProfileTabs({ profile }: { profile: TProfile }) {
  const tabs = profileTabsFor(profile.role);
  const [index, select] = useProfileTab(tabs.length);
  const active = tabs[index] ?? tabs[0];
  return (
    <Tabs
      value={active?.key ?? null}
      onChange={(key) => select(Math.max(0, tabs.findIndex((tab) => tab.key === key)))}
      keepMounted={false}
    >
      <Tabs.List mb="lg">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.key} value={tab.key}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.key} value={tab.key}>
          <Paper withBorder p={{ base: 'md', md: 'xl' }}>
            {tabContent(tab, profile)}
          </Paper>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
