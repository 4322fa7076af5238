//! Admin content management: the hierarchy, questions, search and images.
//! Only ADMIN and TEST reach these routes. Existing items are saved with
//! `PUT` on the item's own path (`PUT subject/{id}`, `PUT question/{id}`);
//! `DELETE question/{id}` archives.

mod hierarchy;
mod images;
mod questions;
mod views;

use utoipa_axum::router::OpenApiRouter;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .merge(hierarchy::router())
        .merge(questions::router())
        .merge(images::router())
}
