/** The palette colour an avatar without a picture is drawn in, chosen by the first character of the name. */
export type AvatarColor = 'primary' | 'info' | 'success' | 'warning' | 'default';

const GROUPS: ReadonlyArray<readonly [Exclude<AvatarColor, 'default'>, string]> = [
  ['primary', 'ANHLQ98'],
  ['info', 'FGTIJ123'],
  ['success', 'KDYBO45'],
  ['warning', 'PERSCU67VWXMZ'],
];

const COLOR_BY_CHARACTER: ReadonlyMap<string, AvatarColor> = new Map(
  GROUPS.flatMap(([color, characters]) => [...characters].map((c) => [c, color] as const)),
);

/** The first character (code point) of the name, ignoring leading spaces, uppercased; '' when there is none. */
export function avatarInitial(name: string | null | undefined): string {
  const [first] = Array.from((name ?? '').trimStart());
  return first === undefined ? '' : first.toUpperCase();
}

/** The avatar colour chosen by the uppercased first letter of a name; 'default' for anything not listed. */
export function avatarColor(name: string | null | undefined): AvatarColor {
  return COLOR_BY_CHARACTER.get(avatarInitial(name)) ?? 'default';
}
