// One chunk for the two static service pages.
export { ServiceCarePage } from './service-care.page';
export { ServiceConsultationPage } from './service-consultation.page';
