import type { MfaChallengeResponse } from '@/domain/auth';

/** The second step's heading and subtitle: setting a factor up, or proving one (a passkey named when there is one). */
export function secondStepTexts(challenge: MfaChallengeResponse) {
  if (challenge.enrolmentRequired) return { heading: 'vp.mfa.enrol_title', subtitle: 'vp.mfa.enrol_subtitle' };
  const subtitle = challenge.methods.includes('passkey') ? 'vp.mfa.subtitle_passkey' : 'vp.mfa.subtitle';
  return { heading: 'vp.mfa.title', subtitle };
}
