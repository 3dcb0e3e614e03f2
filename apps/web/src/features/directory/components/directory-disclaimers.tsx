import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';

/** The notes under every advisor list (spec 02): the Terms link and the CFP mark disclaimer. */
export function DirectoryDisclaimers() {
  const product = env.productName;
  return (
    <Stack gap={6} component="aside" aria-label="Disclosures" maw={900}>
      <Text fz="xs" c="dimmed">
        Advisors in the {product} directory are independent professionals who describe their own credentials, services and fees. {product} is not a financial
        advisor and does not recommend or endorse any advisor listed here; check an advisor’s registration and history before you work with them. Use of the
        directory is subject to our{' '}
        <Anchor component={Link} to={paths.termsAndConditions()} inherit>
          Terms and Conditions
        </Anchor>
        .
      </Text>
      <Text fz="xs" c="dimmed">
        Certified Financial Planner Board of Standards, Inc. owns the certification marks CFP®, CERTIFIED FINANCIAL PLANNER™ and the CFP® flame design in the
        U.S., which it awards to individuals who successfully complete its initial and ongoing certification requirements. {product} is not affiliated with the
        CFP Board and does not verify an advisor’s certification.
      </Text>
    </Stack>
  );
}
