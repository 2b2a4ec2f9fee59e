import { fireEvent, screen } from '@testing-library/react';
import { Formik } from 'formik';
import { http, HttpResponse } from 'msw';
import { recordRequests, server } from '../../../test/server';
import { renderAdmin } from '../test/render';
import { LOGO_IMAGE } from './image-file-rules';
import { ImageInput } from './image-input';

const id = '0123456789abcdef0123456789abcdef';

function renderInput(props: Partial<Parameters<typeof ImageInput>[0]> = {}) {
  renderAdmin(
    <Formik initialValues={{ picture: '' }} onSubmit={() => undefined}>
      <ImageInput name="picture" label="Logo" uploadedTitle="Logo uploaded" {...props} />
    </Formik>,
  );
  return screen.getByTestId('picture-file') as HTMLInputElement;
}

const svg = (name = 'logo.svg', type = 'image/svg+xml') => new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], name, { type });

describe('ImageInput', () => {
  it('lets the logo be an SVG: offered by the file chooser, uploaded, and its URL filled in', async () => {
    server.use(
      http.post('/api/media', () =>
        HttpResponse.json(
          { id: 7, url: `/uploads/${id}.svg`, webUrl: null, thumbnailUrl: null, originalName: 'logo.svg', type: 'image', size: 40 },
          { status: 201 },
        ),
      ),
    );
    const requests = recordRequests();
    const input = renderInput({ kind: LOGO_IMAGE });
    expect(input.accept.split(',')).toEqual(expect.arrayContaining(['image/svg+xml', '.svg', 'image/png', 'image/webp']));
    fireEvent.change(input, { target: { files: [svg()] } });
    expect(await screen.findByText('Logo uploaded')).toBeInTheDocument();
    expect(screen.getByLabelText('Logo')).toHaveValue(`/uploads/${id}.svg`);
    expect(requests.filter((request) => request.path === '/api/media')).toHaveLength(1);
  });

  it('takes an SVG the system gave no type by its .svg name', async () => {
    server.use(http.post('/api/media', () => HttpResponse.json({ id: 8, url: `/uploads/${id}.svg`, webUrl: null }, { status: 201 })));
    const input = renderInput({ kind: LOGO_IMAGE });
    fireEvent.change(input, { target: { files: [svg('logo.svg', '')] } });
    expect(await screen.findByText('Logo uploaded')).toBeInTheDocument();
  });

  it('keeps story pictures to JPEG, PNG, GIF and WebP: no SVG offered or sent', async () => {
    const requests = recordRequests();
    const input = renderInput();
    expect(input.accept).not.toContain('svg');
    fireEvent.change(input, { target: { files: [svg()] } });
    expect(await screen.findByText('Please upload a valid image file (JPG, PNG, GIF, or WebP).')).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/api/media')).toHaveLength(0);
  });
});
