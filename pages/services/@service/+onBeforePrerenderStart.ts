import { servicePaths } from '../../../content/urls';

export default () => [...servicePaths];
