/** Contact page copy (spec 2.5). */
import { site } from './site';

export const contactPage = {
  seo: {
    title: 'Contact Us',
    description: `Contact ${site.brand} about AI integration, software, data, cloud and security projects, or book a free demo with our consultants.`,
    keywords: [`contact ${site.brand}`, 'book a demo', 'AI consultancy contact', 'free consultation'],
  },
  title: 'Contact Us',
  intro: 'Tell us about your project. A consultant reads every message and replies within one business day.',
  formTitle: 'Get in Touch',
  infoTitle: 'Contact Information',
  demoTitle: 'Ready to Get Started',
  demoText: 'See how AI automation, modern data platforms and secure cloud engineering would work in your business, in a free 30-minute demo.',
  demoButton: 'Book a Demo',
  noScript: 'The contact form needs JavaScript. You can also write to us directly:',
};

/** Book a Demo and the requestDemo flag pre-fill these (spec 2.5). */
export const demoRequest = {
  subject: 'Request for Demo',
  message:
    'I would like to schedule a demo of your AI and software solutions. Please contact me to arrange a convenient time.',
};

export const contactFormText = {
  required: 'Required',
  submit: 'Send Message',
  sending: 'Sending...',
  success: 'Message sent successfully!',
  failure: 'Failed to send message. Please try again.',
  errorsTitle: 'Please correct the following:',
  demoBadge: 'Demo request',
  demoText: 'We will contact you to schedule a live demo tailored to your business.',
  demoCancel: 'Send a regular message instead',
  captchaHint: 'Complete the reCAPTCHA check to enable the Send Message button.',
  draftRestored: 'Your unsent message was restored',
  draftClear: 'Clear the form',
  offline: 'You are offline, so nothing was sent. Your message stays in this form until you are back online.',
  emailInsteadIntro: 'You can also send it from your own e-mail program:',
  emailInstead: 'Send it by e-mail instead',
  honeypotLabel: 'Leave this field empty',
};
