/**
 * What a child or parent reads for a part of the content: subjects, themes
 * and topics have names, but an endcode's name is a code (Y2-MD-ODDEVEN),
 * so it goes by its description when it has one.
 */
export function readableName(node: { name: string; description?: string }): string {
  return node.description?.trim() || node.name;
}
