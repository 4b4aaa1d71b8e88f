// Headers for a stored file the dashboard hands to an operator: always a download, never shown
// inline, under its original name (ASCII fallback plus the RFC 5987 UTF-8 form).
export function downloadHeaders(originalName: string, contentType: string, size: number): Record<string, string> {
  const fileName = originalName.replace(/["\\]/g, '_');
  return {
    'Content-Type': contentType,
    'Content-Length': String(size),
    'Content-Disposition': `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'X-Content-Type-Options': 'nosniff',
  };
}
