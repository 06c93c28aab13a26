/** WhatsApp's own share address: it opens a chat picker with `text` ready to send (the app on phones, the web elsewhere). */
export function whatsAppShareLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
