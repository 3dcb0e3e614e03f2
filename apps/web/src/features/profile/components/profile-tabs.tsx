import type { TProfile } from '@finboard/contracts';
import { Grid, Paper, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useProfileTab } from '../hooks/use-profile-tab';
import { profileTabsFor, type ProfileTab, type ProfileTabKey } from '../lib/profile-tabs';
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

/** A panel's form, with what the page puts beside it (another feature's panel) when there is one. */
function TabPanelBody({ form, aside }: { form: ReactNode; aside: ReactNode }) {
  const formPaper = (
    <Paper withBorder p={{ base: 'md', md: 'xl' }}>
      {form}
    </Paper>
  );
  if (!aside) return formPaper;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>{formPaper}</Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>{aside}</Grid.Col>
    </Grid>
  );
}

export interface ProfileTabsProps {
  profile: TProfile;
  /** Panels shown beside a tab's form, composed by the page (a client's advisor sharing beside Personal Info). */
  asides?: Partial<Record<ProfileTabKey, ReactNode>>;
}

/**
 * The profile's four tabs for the owner's role. Only the open tab is mounted: each opens with the
 * latest saved profile, and labels stay unique on the page.
 */
export function ProfileTabs({ profile, asides = {} }: ProfileTabsProps) {
  const tabs = profileTabsFor(profile.role);
  const [index, select] = useProfileTab(tabs.length);
  const active = tabs[index] ?? tabs[0];
  return (
    <Tabs
      value={active?.key ?? null}
      onChange={(key) =>
        select(
          Math.max(
            0,
            tabs.findIndex((tab) => tab.key === key),
          ),
        )
      }
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
          <TabPanelBody form={tabContent(tab, profile)} aside={asides[tab.key]} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
