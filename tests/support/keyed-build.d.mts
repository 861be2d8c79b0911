export declare const testKeys: {
  SITE_URL: string;
  EMAILJS_SERVICE_ID: string;
  EMAILJS_TEMPLATE_ID: string;
  EMAILJS_PUBLIC_KEY: string;
};
export declare const keyedOutDir: string;
