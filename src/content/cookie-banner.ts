export const cookieBannerContent = {
  message:
    'We use local storage to remember your preferences and to count visits anonymously, so we can improve this site. We do not sell your data.',
  accept: 'Accept',
};
