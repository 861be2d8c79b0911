import { serviceCityPaths } from '../../../../content/urls';

export default () => [...serviceCityPaths];
