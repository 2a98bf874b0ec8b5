// The app's toasts (sonner), mounted only by the layouts whose screens raise them (customer and
// admin), so the public pages do not load the library.
import { Toaster as Sonner } from "sonner";

export function Toaster() {
  return <Sonner position="top-right" duration={5000} theme="light" richColors closeButton />;
}
