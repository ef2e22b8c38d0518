import { type ClassificationText } from './classification-text';
import { type ProfiledDocumentType } from './document-type.model';
import { type ContentFormat, type DocumentProfile, type Marker } from './marker.model';

export interface ProfileScore {
  type: ProfiledDocumentType;
  /** Sum of the weights of the evidence found, never below 0; 0 when no anchor was found. */
  score: number;
  /** The evidence found, strongest first; evidence against is marked so. */
  signals: string[];
}

interface Finding {
  signal: string;
  points: number;
  anchor: boolean;
}

export function scoreProfile(
  profile: DocumentProfile,
  text: ClassificationText,
  format: ContentFormat,
  pageCount: number | null,
): ProfileScore {
  if (!profile.formats.includes(format)) return { type: profile.type, score: 0, signals: [] };
  const findings = profile.markers.map((marker) => find(marker, text)).filter((finding) => finding !== null);
  if (!findings.some((finding) => finding.anchor && finding.points > 0)) return { type: profile.type, score: 0, signals: [] };
  let score = findings.reduce((sum, finding) => sum + finding.points, 0);
  if (profile.usualMaxPages !== undefined && pageCount !== null && pageCount > profile.usualMaxPages) {
    score /= 2;
    findings.push({ signal: `${pageCount} pages, long for this kind of document`, points: -score, anchor: false });
  }
  return {
    type: profile.type,
    score: Math.max(0, score),
    signals: findings.sort((a, b) => b.points - a.points).map(describe),
  };
}

function find(marker: Marker, text: ClassificationText): Finding | null {
  if ('phrase' in marker) {
    return marker.phrase.test(text.text) ? { signal: marker.signal, points: marker.weight, anchor: marker.anchor === true } : null;
  }
  const evidence = marker.measure(text);
  if (!evidence || evidence.strength <= 0) return null;
  return { signal: evidence.signal, points: marker.weight * Math.min(1, evidence.strength), anchor: marker.anchor === true };
}

function describe(finding: Finding): string {
  return finding.points < 0 ? `against: ${finding.signal}` : finding.signal;
}
