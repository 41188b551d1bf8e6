/** A file's bytes as base64, as the media upload takes them. */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await readBytes(file));
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  const slice = 0x8000;
  for (let start = 0; start < bytes.length; start += slice)
    binary += String.fromCharCode(...bytes.subarray(start, start + slice));
  return btoa(binary);
}

function readBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}
