import { initI18n } from '@rendezvous/i18n';
import { mountRootParcel } from 'single-spa';
import { lifecycles } from './lifecycles';

// Standalone entry for working on this remote alone (webpack serve); the shell uses ./lifecycles.
void initI18n().then(() => {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  mountRootParcel(lifecycles as never, { domElement });
});
