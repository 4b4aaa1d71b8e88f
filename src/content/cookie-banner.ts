export const cookieBannerContent = {
  message:
    'We count visits anonymously to improve this site. If you accept, we keep a random id in this browser to recognise return visits. No advertising, and we never sell your data.',
  accept: 'Accept',
};
