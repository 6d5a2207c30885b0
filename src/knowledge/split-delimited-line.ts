/**
 * Splits one line of CSV (RFC 4180: fields in double quotes may hold the delimiter, and `""` is a
 * quote) or TSV (no quoting). Returns `undefined` when a quoted field is not closed on the line
 * (records must be one line each).
 */
export function splitDelimitedLine(line: string, delimiter: "," | "\t"): string[] | undefined {
  if (delimiter === "\t") return line.split("\t");
  const fields: string[] = [];
  let position = 0;
  for (;;) {
    if (line.charCodeAt(position) === 34) {
      let value = "";
      let start = position + 1;
      for (;;) {
        const quote = line.indexOf('"', start);
        if (quote < 0) return undefined;
        value += line.slice(start, quote);
        if (line.charCodeAt(quote + 1) === 34) {
          value += '"';
          start = quote + 2;
          continue;
        }
        position = quote + 1;
        break;
      }
      fields.push(value);
      if (position >= line.length) return fields;
      if (line[position] !== ",") return undefined;
      position += 1;
    } else {
      const comma = line.indexOf(",", position);
      if (comma < 0) {
        fields.push(line.slice(position));
        return fields;
      }
      fields.push(line.slice(position, comma));
      position = comma + 1;
    }
  }
}
