/** The two closing call-to-action blocks shared by every service page (spec 2.6). */
export const serviceCtas = {
  consultation: {
    title: 'Start with a Free Consultation',
    text: 'In 30 minutes we map where this service would pay off first in your business, the likely effort and a first milestone you can measure. No obligation, no sales script.',
    label: 'Book a Free Consultation',
  },
  explore: {
    title: 'Prefer to Read First?',
    text: 'Our engineers write about what works in real projects: AI agents, data platforms, cloud security and cost control. Or send us a question and a specialist will answer it.',
    blogLabel: 'Read Our Blog',
    contactLabel: 'Ask a Specialist',
  },
};
