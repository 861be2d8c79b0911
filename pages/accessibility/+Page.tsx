export { LegalPage as default } from '../../components/LegalPage';
