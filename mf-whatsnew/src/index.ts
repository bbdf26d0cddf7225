// An asynchronous boundary first, as in every app: the federation runtime settles before any module loads.
import('./bootstrap');
