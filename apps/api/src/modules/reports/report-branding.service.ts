import type { TProfile } from '@finboard/contracts';
import type { Actor } from '../../access/actor';
import { getFileForDownload } from '../files/file-download.service';
import { getOwnProfile } from '../profile/profile.service';
import type { ReportBranding } from './report-model';
import type { ReportDeps } from './report-deps';

const FILE_ID_OF_URL = /^\/api\/files\/([0-9a-f-]{36})$/;

/** The advisor's company logo, when they uploaded one (re-encoded PNG or JPEG); a missing file prints no logo. */
async function loadLogo(deps: ReportDeps, actor: Actor, profile: TProfile): Promise<ReportBranding['logo']> {
  const fileId = FILE_ID_OF_URL.exec(profile.companyLogoUrl ?? '')?.[1];
  if (!fileId) return null;
  try {
    const file = await getFileForDownload(deps, actor, fileId);
    return { data: file.body, format: file.contentType === 'image/png' ? 'png' : 'jpg' };
  } catch {
    return null;
  }
}

function addressLines(profile: TProfile): string[] {
  const { addressLine1, addressLine2, city, state, zipCode } = profile.contact;
  const cityLine = [city, [state, zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [addressLine1, addressLine2, cityLine].filter((line) => line.trim() !== '');
}

/**
 * Spec 02 Reports: an advisor's PDF carries the advisor's company logo, first name, address and
 * office number; a client's the product's own branding. Issue 34 §7: the cover also names the
 * advisor in full and their firm (the header keeps the first name).
 */
export async function loadReportBranding(deps: ReportDeps, requester: Actor): Promise<ReportBranding> {
  if (requester.role !== 'advisor') return { name: deps.productName, fullName: deps.productName, firmName: null, logo: null, logoUrl: null, lines: [] };
  const { profile } = await getOwnProfile(deps.db, requester);
  const office = profile.advisor?.officeNumber ? [`Office ${profile.advisor.officeNumber}`] : [];
  const logo = await loadLogo(deps, requester, profile);
  return {
    name: profile.firstName || deps.productName,
    fullName: `${profile.firstName} ${profile.lastName}`.trim() || deps.productName,
    firmName: profile.advisor?.firmName || null,
    logo,
    logoUrl: logo ? profile.companyLogoUrl : null,
    lines: [...addressLines(profile), ...office],
  };
}
