import { prepareTemplate } from './helpers/databases';

export default async function globalSetup() {
  await prepareTemplate();
}
