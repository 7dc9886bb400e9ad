// A strict line-level reading of RFC 5545 for the calendar tests: what lenient parsers (ical.js
// among them) let through and stricter ones (Python's icalendar, vobject) refuse. Every line ends
// in CRLF, the last one too; no line is longer than 75 octets; content lines are well formed;
// TEXT values escape backslash, semicolon and comma; dates have four-digit years; components
// nest, and the calendar has VERSION, PRODID and at least one component.

/** Properties whose value is one TEXT (RFC 5545 3.3.11; NAME from RFC 7986; Apple's X-WR-*). */
const TEXT_PROPERTIES = new Set([
  'SUMMARY',
  'DESCRIPTION',
  'LOCATION',
  'COMMENT',
  'NAME',
  'X-WR-CALNAME',
  'X-WR-CALDESC',
  'TZNAME',
]);
/** Properties whose value is a DATE-TIME. */
const DATE_TIME_PROPERTIES = new Set(['DTSTART', 'DTEND', 'DTSTAMP', 'LAST-MODIFIED', 'CREATED']);
const CONTENT_LINE =
  /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*)(?:,(?:"[^"]*"|[^";:,]*))*)*):(.*)$/;
/** TEXT: no control character but HTAB, and \ ; , only as escapes (\\ \; \, \n \N). */
function isText(value: string): boolean {
  const control = [...value].some((char) => {
    const code = char.codePointAt(0)!;
    return (code < 0x20 && code !== 0x09) || code === 0x7f;
  });
  return !control && /^(?:[^\\;,]|\\[\\;,nN])*$/.test(value);
}
const DATE_TIME_VALUE = /^\d{8}T\d{6}Z?$/;

/** Every way `text` breaks RFC 5545, as sentences naming the line; empty when it keeps it. */
export function rfc5545Problems(text: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith('\r\n')) problems.push('the text does not end with CRLF');
  const physical = text.split('\r\n');
  if (physical.at(-1) === '') physical.pop();
  const encoder = new TextEncoder();
  const contentLines: { line: string; at: number }[] = [];
  physical.forEach((line, index) => {
    const at = index + 1;
    if (/[\r\n]/.test(line)) problems.push(`line ${at} holds a bare CR or LF`);
    const octets = encoder.encode(line).length;
    if (octets > 75) problems.push(`line ${at} is ${octets} octets, over 75`);
    if (line.startsWith(' ') || line.startsWith('\t')) {
      const last = contentLines.at(-1);
      if (last) last.line += line.slice(1);
      else problems.push(`line ${at} continues no line`);
    } else contentLines.push({ line, at });
  });

  const open: string[] = [];
  const seen = new Map<string, Set<string>>();
  let components = 0;
  for (const { line, at } of contentLines) {
    const match = CONTENT_LINE.exec(line);
    if (!match) {
      problems.push(`line ${at} is no content line: ${line.slice(0, 40)}`);
      continue;
    }
    const name = match[1]!.toUpperCase();
    const value = match[3]!;
    if (name === 'BEGIN') {
      if (open.length === 0 && value !== 'VCALENDAR')
        problems.push(`line ${at} opens ${value} outside VCALENDAR`);
      if (open.length === 1) components += 1;
      open.push(value);
      seen.set(open.join('/'), new Set());
      continue;
    }
    if (name === 'END') {
      const closed = open.pop();
      if (closed !== value) problems.push(`line ${at} ends ${value} inside ${closed ?? 'nothing'}`);
      continue;
    }
    if (open.length === 0) problems.push(`line ${at} is outside VCALENDAR`);
    seen.get(open.join('/'))?.add(name);
    if (TEXT_PROPERTIES.has(name) && !isText(value)) {
      problems.push(
        `line ${at}: ${name} is TEXT with an unescaped \\ ; or , (${value.slice(0, 40)})`,
      );
    }
    if (DATE_TIME_PROPERTIES.has(name) && !DATE_TIME_VALUE.test(value)) {
      problems.push(`line ${at}: ${name} is no DATE-TIME with a four-digit year (${value})`);
    }
  }
  if (open.length > 0) problems.push(`${open.join(', ')} never ends`);
  const calendar = seen.get('VCALENDAR');
  if (!calendar) problems.push('there is no VCALENDAR');
  else {
    for (const required of ['VERSION', 'PRODID']) {
      if (!calendar.has(required)) problems.push(`VCALENDAR has no ${required}`);
    }
    if (components === 0) problems.push('VCALENDAR holds no component');
  }
  return problems;
}
