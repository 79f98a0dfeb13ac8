//
//  TrailStore.swift
//  Trailhead
//

import Foundation
import Observation

@Observable
final class TrailStore {
    var trails: [Trail] = Trail.samples
    var difficulty: Trail.Difficulty?

    var visibleTrails: [Trail] {
        guard let difficulty else { return trails }
        return trails.filter { $0.difficulty == difficulty }
    }

    var favoriteCount: Int { trails.filter(\.isFavorite).count }

    func toggleFavorite(_ trail: Trail) {
        guard let index = trails.firstIndex(where: { $0.id == trail.id }) else { return }
        trails[index].isFavorite.toggle()
    }

    func trail(withID id: Trail.ID) -> Trail? {
        trails.first { $0.id == id }
    }
}
